// The sample data the example screens are shown with, the same for every
// framework: photo names (Assets.xcassets), paragraphs, and the feed of
// Examples/feed.json (copied into the app by the Xcode project).
import Foundation

/// The example app's sample data.
enum SampleContent {
  /// The cities of the weather pagers; each names a photo in the asset
  /// catalog, and `blurredPhotoName(of:)` its blurred copy.
  static let cities = ["Lisbon", "Oslo", "Kyoto"]

  /// The photos of the parallax cells.
  static let photoNames = ["mountains"] + cities

  /// The photo of the stretchy headers.
  static let headerPhotoName = "mountains"

  /// The name of the blurred copy of `city`'s photo, which the UIKit pagers
  /// cross-fade to (SwiftUI blurs the photo itself).
  static func blurredPhotoName(of city: String) -> String { "\(city)-blurred" }

  /// Forty paragraphs of different lengths, each naming its number, so that
  /// the one in the middle of the screen can be followed across a resize.
  static let paragraphs: [String] = (1...40).map { number in
    let sentence = "Paragraph \(number) keeps its place while the text around it reflows. "
    return String(repeating: sentence, count: 1 + number % 4)
  }

  /// The heights of `paragraphs` set `width` points wide: each keeps its
  /// area, as text does when it reflows, so a narrower screen makes the
  /// content taller. At least one 44-point line each.
  static func paragraphHeights(forWidth width: Double) -> [Double] {
    let lineHeight = 22.0
    let averageCharacterWidth = 8.0
    let usableWidth = Swift.max(width - 32, 100)
    return paragraphs.map { paragraph in
      let lines = (Double(paragraph.count) * averageCharacterWidth / usableWidth).rounded(.up)
      return Swift.max(lines, 2) * lineHeight
    }
  }

  /// The text of Examples/feed.json, the choreography the web demo and
  /// `scrollmotion eval` read, or a sentence saying why it is missing.
  static let feedJSON = bundledText(
    Bundle.main.url(forResource: "feed", withExtension: "json"), named: "feed.json")

  /// The text of Examples/lifting-cards.json, or why it is missing.
  static let liftingCardsJSON = bundledText(
    Bundle.main.url(forResource: "lifting-cards", withExtension: "json"),
    named: "lifting-cards.json")

  /// The text of the bundle's file at `url`, called `name`, or why it
  /// cannot be had.
  private static func bundledText(
    _ url: URL?, named name: String
  ) -> Result<String, SpecFileMissing> {
    guard let url else {
      return .failure(SpecFileMissing(reason: "\(name) is not in the app bundle"))
    }
    do {
      return .success(try String(contentsOf: url, encoding: .utf8))
    } catch {
      return .failure(SpecFileMissing(reason: "\(name) could not be read: \(error)"))
    }
  }
}

/// Why the app has no spec to play.
struct SpecFileMissing: Error, CustomStringConvertible {
  let reason: String
  var description: String { reason }
}
