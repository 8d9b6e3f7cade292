/// The first node of a tree (a view hierarchy) that `matches`, searched
/// breadth first from `root` (itself included), or `nil`: how the front
/// ends find the view a spec element names by identifier, the shallowest
/// one winning.
///
/// - Parameters:
///   - root: Where the search starts; `nil` finds nothing.
///   - children: A node's children, in order.
///   - matches: Whether a node is the one sought.
@MainActor
package func firstBreadthFirst<Node>(
  from root: Node?, children: (Node) -> [Node], where matches: (Node) -> Bool
) -> Node? {
  var queue: [Node] = root.map { [$0] } ?? []
  var index = 0
  while index < queue.count {
    let node = queue[index]
    if matches(node) { return node }
    queue.append(contentsOf: children(node))
    index += 1
  }
  return nil
}
