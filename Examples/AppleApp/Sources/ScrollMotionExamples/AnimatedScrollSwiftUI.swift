// Animated scrolling in SwiftUI: a chosen duration and curve through
// ScrollPosition, stopped by a touch (quoted by AnimatedScrolling.md).
#if canImport(SwiftUI)
  import ScrollMotionSwiftUI
  import SwiftUI

  @available(iOS 18, macOS 15, tvOS 18, visionOS 2, *)
  struct AnimatedScrollView: View {
    @State private var position = ScrollPosition(edge: .top)
    @State private var request: AnimatedScrollRequest?

    var body: some View {
      ScrollView {
        Button("Read the last article") {
          request = AnimatedScrollRequest(to: ScrollPoint(x: 0, y: 4_000), duration: 1.2)
        }
        Text("Articles").frame(height: 5_000)
      }
      .scrollPosition($position)
      .animatedScroll(request, position: $position) { finished in
        print(finished ? "arrived" : "stopped by the user")
      }
    }
  }
#endif
