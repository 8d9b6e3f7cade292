/// An axis named by the flow of the content, as CSS names them: `block` is
/// the direction lines stack in, `inline` the direction text runs in.
///
/// ScrollMotion lays content out in CSS's `horizontal-tb` writing mode (the
/// one UIKit, AppKit and SwiftUI use), where the block axis is vertical and
/// the inline axis horizontal, whatever the ``ContentDirection``; the
/// direction decides where the inline axis starts.
public enum LogicalAxis: Hashable, Sendable, CaseIterable {
  /// The axis lines stack along: vertical (`y`) in horizontal writing.
  case block
  /// The axis text runs along: horizontal (`x`) in horizontal writing.
  case inline

  /// The physical axis this logical axis is in horizontal writing.
  public var physicalAxis: ScrollAxis {
    switch self {
    case .block: .y
    case .inline: .x
    }
  }
}
