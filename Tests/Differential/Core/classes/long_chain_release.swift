// Releasing a linked list of 100,000 nodes runs every deinit, one after another, without
// running out of stack.
var released = 0
final class Link {
    var next: Link?
    init(next: Link?) { self.next = next }
    deinit { released += 1 }
}
var head: Link? = nil
for _ in 0..<100_000 { head = Link(next: head) }
print("built")
head = nil
print("released", released)

// expect: built
// expect: released 100000
