import Canvas
import Testing
@testable import Lang

/// SwiftUI's usual model, `final class Item: Identifiable, ObservableObject` with no `id` of its
/// own: `ForEach(items)` identifies each by Swift's default `id`, its `ObjectIdentifier`, and draws
/// one view per item. (The ids themselves are compared with swiftc's output in the core corpus:
/// protocols/identifiable_class_default_id.swift.)
@Suite struct IdentifiableClassTests {
    /// Rows drawn by `ForEach(items)` over a class without `id`: one bar per item, in order.
    @Test func forEachOverClassesWithoutIdDrawsOneViewPerItem() throws {
        let list = try cleanDisplayList("""
            final class Item: Identifiable, ObservableObject {
                @Published var width: CGFloat
                init(width: CGFloat) { self.width = width }
            }
            let items = [Item(width: 10), Item(width: 30), Item(width: 20)]
            VStack(spacing: 2) {
                ForEach(items) { item in Rectangle().frame(width: item.width, height: 4) }
            }
            """)
        #expect(list != nil)
        let widths = list?.items.compactMap { item -> Double? in
            if case .fill(let path, _, _) = item { return path.boundingRect.width } else { return nil }
        }
        #expect(widths == [10, 30, 20])
        let heights = list?.items.compactMap { item -> Double? in
            if case .fill(let path, _, _) = item { return path.boundingRect.height } else { return nil }
        }
        #expect(heights == [4, 4, 4])
    }
}
