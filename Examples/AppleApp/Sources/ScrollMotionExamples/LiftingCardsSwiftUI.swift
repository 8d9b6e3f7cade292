// Cards that round their corners, come into focus and lift on a shadow as
// they enter, written as JSON (Examples/lifting-cards.json): its corner
// radius, blur, saturation, scale and shadow animations, played by
// SpecScrollView on the views that name its elements.
#if canImport(SwiftUI)
  import ScrollMotionSpecSwiftUI
  import SwiftUI

  @available(iOS 18, macOS 15, tvOS 18, visionOS 2, *)
  struct LiftingCardsView: View {
    /// The text of Examples/lifting-cards.json.
    let json: String
    @State private var problems: String?

    var body: some View {
      SpecScrollView(json: json, onError: { problems = $0.description }) {
        VStack(spacing: 56) {
          ForEach(1..<7, id: \.self) { index in
            Color.blue.frame(height: 240)
              .overlay { Text("Card \(index)") }
              .scrollMotionElement("card\(index)")
          }
        }
      }
      .overlay(alignment: .bottom) {
        // Every problem, with its path and line: nothing is swallowed.
        if let problems { Text(problems) }
      }
    }
  }
#endif
