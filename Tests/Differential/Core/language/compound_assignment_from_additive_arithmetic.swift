// A type adopting `AdditiveArithmetic` gets `+=` and `-=` from its own `+` and `-`, as the
// protocol's extension declares them; a struct's own `static func +=` is used as written.
struct Steps: AdditiveArithmetic {
    var count = 0
    static var zero: Steps { Steps() }
    static func + (left: Steps, right: Steps) -> Steps { Steps(count: left.count + right.count) }
    static func - (left: Steps, right: Steps) -> Steps { Steps(count: left.count - right.count) }
}
struct Tally {
    var marks = ""
    static func += (left: inout Tally, right: Int) { left.marks += String(repeating: "|", count: right) }
}
var walked = Steps(count: 1200)
walked += Steps(count: 800)
walked -= Steps(count: 500)
print(walked.count, walked == Steps(count: 1500), Steps.zero.count)
var tally = Tally()
tally += 3
tally += 2
print(tally.marks)

// expect: 1500 true 0
// expect: |||||
