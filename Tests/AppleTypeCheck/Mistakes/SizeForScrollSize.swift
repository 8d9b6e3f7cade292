// expect: cannot convert value of type 'CGSize' to expected argument type 'ScrollSize'
// front end: UIKit
// platform: iOS
// TYPE-CHECK AID: a deliberate mistake that scripts/typecheck-apple
// --self-test adds to the UIKit front end to prove the check catches it:
// the `CGSize` passed as `imageSize:` that an earlier article showed.
// Never built into a product.
#if canImport(UIKit)
  import UIKit

  func crop(for image: UIImage) throws -> ParallaxCrop {
    try ParallaxCrop(
      imageSize: image.size, viewSize: ScrollSize(width: 390, height: 200), viewportLength: 844,
      ratio: 0.5)
  }
#endif
