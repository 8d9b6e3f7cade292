// Snapping a fling to item edges in SwiftUI: SwiftUI projects the fling,
// ScrollMotion picks the stop (quoted by DecelerationAndSnapping.md).
#if canImport(SwiftUI)
  import ScrollMotionSwiftUI
  import SwiftUI

  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  struct SnappingView: View {
    private let snapping = ScrollSnapping(stops: .pages(size: 300, origin: 0), axis: .x)

    var body: some View {
      ScrollView(.horizontal) {
        LazyHStack(spacing: 0) {
          ForEach(0..<20, id: \.self) { index in
            Text("Card \(index)").frame(width: 300, height: 200)
          }
        }
      }
      .scrollTargetBehavior(.snapping(snapping))
    }
  }
#endif
