// A view's own scroll-driven animation in SwiftUI: each card fades and
// grows as it enters (quoted by TimelinesAndRanges.md).
#if canImport(SwiftUI)
  import ScrollMotionSwiftUI
  import SwiftUI

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  struct FadeInCardsView: View {
    private let entering = ScrollDrivenAnimation(from: 0.0, to: 1.0)

    var body: some View {
      ScrollView {
        LazyVStack(spacing: 16) {
          ForEach(0..<40, id: \.self) { index in
            Text("Card \(index)")
              .frame(height: 120)
              .scrollEffect(entering) { content, fraction in
                content
                  .opacity(fraction ?? 1)
                  .scaleEffect(x: 0.8 + 0.2 * (fraction ?? 1), y: 0.8 + 0.2 * (fraction ?? 1))
              }
          }
        }
      }
    }
  }
#endif
