// A mutating method called through a subscript or a property of a `let`.
print("this program must not run")
struct Counter {
    var count = 0
    mutating func bump() { count += 1 }
}
struct Board { var counter = Counter() }
let counters = [Counter(), Counter()]
counters[0].bump()
let board = Board()
board.counter.bump()
print(counters, board)

// expect error: cannot use mutating member on immutable value: 'counters' is a 'let' constant
