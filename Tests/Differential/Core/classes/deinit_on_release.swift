// Reassigning, setting to nil, removing from an array or a dictionary and dropping a temporary
// release an object at once; the next line sees its deinit done.
class Token {
    let id: Int
    init(_ id: Int) { self.id = id }
    deinit { print("deinit", id) }
}
var current: Token? = Token(1)
current = Token(2)
print("reassigned")
current = nil
print("set to nil")
var tokens = [Token(3), Token(4), Token(5)]
tokens.remove(at: 1)
print("removed one, left", tokens.map { $0.id })
tokens.removeAll()
print("removed all")
var byName: [String: Token] = ["six": Token(6)]
byName["six"] = nil
print("removed from dictionary")
_ = Token(7)
print("discarded")
print("read", Token(8).id)
var count = 0
class Counted {
    init() { count += 1 }
    deinit { count -= 1 }
}
var many: [Counted] = (0..<5).map { _ in Counted() }
print("alive", count)
many.removeLast(2)
print("alive", count)
many = []
print("alive", count)

// expect: deinit 1
// expect: reassigned
// expect: deinit 2
// expect: set to nil
// expect: deinit 4
// expect: removed one, left [3, 5]
// expect: deinit 3
// expect: deinit 5
// expect: removed all
// expect: deinit 6
// expect: removed from dictionary
// expect: deinit 7
// expect: discarded
// expect: deinit 8
// expect: read 8
// expect: alive 5
// expect: alive 3
// expect: alive 0
