// Definite initialisation follows every path through an initialiser: a property set on both
// branches of an `if`, in every `case` that does not `break` first, before a `guard` that fails
// with `return nil` or `throw`, in a `repeat` body (which runs at least once), in `do`/`catch`,
// by a tuple assignment, or all at once by `self = …` or `self.init(…)`.
struct ParseError: Error {}
func parse(_ text: String) throws -> Int {
    guard let value = Int(text) else { throw ParseError() }
    return value
}
struct Reading {
    var value: Int
    var unit: String
    init(_ value: Int, flag: Bool) {
        if flag { self.value = value } else { self.value = -value }
        unit = "m"
        print("branches", self.value, unit)
    }
    init(code: Int) {
        value = 0
        switch code {
        case 0: break
        case 1: value = 10
        default: value = code
        }
        unit = "cm"
        print("switch", value)
    }
    init?(text: String) {
        guard let parsed = Int(text) else { return nil }
        value = parsed
        unit = "km"
        print("guard", value + 1)
    }
    init(strict text: String) throws {
        value = try parse(text)
        unit = "mm"
    }
    init(counting limit: Int) {
        var i = 0
        repeat {
            value = i
            i += 1
        } while i < limit
        unit = "steps"
        print("repeat", value)
    }
    init(lenient text: String) {
        do { value = try parse(text) } catch { value = 0 }
        (unit, value) = ("x", value * 2)
        print("do", value, unit)
    }
    init(copying other: Reading) {
        self = other
        print("copy", value, unit)
    }
    init(doubling other: Reading) {
        self.init(other.value * 2, flag: true)
        print("delegated", value)
    }
}
_ = Reading(3, flag: false)
_ = Reading(code: 0)
_ = Reading(code: 1)
print(Reading(text: "41")?.value as Any, Reading(text: "no") == nil)
print((try? Reading(strict: "7"))?.value as Any, (try? Reading(strict: "q")) == nil)
_ = Reading(counting: 3)
_ = Reading(lenient: "5")
_ = Reading(lenient: "z")
_ = Reading(copying: Reading(code: 9))
_ = Reading(doubling: Reading(code: 4))

// expect: branches -3 m
// expect: switch 0
// expect: switch 10
// expect: guard 42
// expect: Optional(41) true
// expect: Optional(7) true
// expect: repeat 2
// expect: do 10 x
// expect: do 0 x
// expect: switch 9
// expect: copy 9 cm
// expect: switch 4
// expect: branches 8 m
// expect: delegated 8
