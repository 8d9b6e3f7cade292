// The README's SwiftUI example: cards that fade in as they enter.
#if canImport(SwiftUI)
  import ScrollMotionSwiftUI
  import SwiftUI

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  struct CardsView: View {
    let fadeIn = ScrollDrivenAnimation(from: 0.0, to: 1.0)

    var body: some View {
      ScrollView {
        ForEach(0..<50, id: \.self) { index in
          Text("Card \(index)").scrollEffect(fadeIn) { content, opacity in
            content.opacity(opacity ?? 1)
          }
        }
      }
    }
  }
#endif
