// Keeping the scroll position across rotation and resizing in SwiftUI: the
// paragraph under the centre stays there while the text reflows (quoted by
// KeepingTheScrollPosition.md).
#if canImport(SwiftUI)
  import ScrollMotionSwiftUI
  import SwiftUI

  @available(iOS 18, macOS 15, tvOS 18, visionOS 2, *)
  struct RotationAnchorView: View {
    let paragraphs: [String]
    @State private var position = ScrollPosition(edge: .top)

    var body: some View {
      ScrollView {
        VStack(spacing: 12) {
          ForEach(paragraphs, id: \.self) { paragraph in Text(paragraph) }
        }
      }
      .scrollPosition($position)
      .keepsScrollPosition(position: $position)
    }
  }
#endif
