// Parallax cells in SwiftUI (quoted by ParallaxCropAndHeaders.md).
#if canImport(SwiftUI)
  import ScrollMotionSwiftUI
  import SwiftUI

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  struct ParallaxCellsView: View {
    let names: [String]

    var body: some View {
      ScrollView {
        LazyVStack(spacing: 20) {
          ForEach(names, id: \.self) { name in
            Image(name).resizable().scaledToFill()
              .frame(height: 220)
              .parallaxCrop(imageSize: ScrollSize(width: 1_600, height: 1_000), ratio: 0.6)
              .clipped()
          }
        }
      }
    }
  }
#endif
