// A stretchy header in SwiftUI (quoted by ParallaxCropAndHeaders.md).
#if canImport(SwiftUI)
  import ScrollMotionSwiftUI
  import SwiftUI

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  struct StretchyHeaderView: View {
    var body: some View {
      ScrollView {
        VStack(spacing: 0) {
          Image("mountains").resizable().scaledToFill()
            .frame(height: 280)
            .stretchyHeader(height: 280, minimumHeight: 88)
          Text("The story").frame(height: 2_000)
        }
      }
      .ignoresSafeArea(edges: .top)
    }
  }
#endif
