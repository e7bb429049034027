// An `if`/`else if`/`else` chain is an expression (Swift 5.9): a function's, getter's or
// closure's whole body, a `let`'s value, an assignment's source, `return`'s operand; branches
// may bind (`if let`), list conditions, nest, or never return (`fatalError()`).
func grade(_ n: Int) -> String {
    if n >= 90 { "A" } else if n >= 80 { "B" } else if n >= 70 { "C" } else { "F" }
}
struct Reading {
    var celsius: Double
    var label: String {
        if celsius < 0 { "freezing" } else if celsius < 20 { "mild" } else { "hot" }
    }
    var scale: Double { if celsius < 0 { 0 } else if celsius > 40 { 1 } else { celsius / 40 } }
}
let sign: (Int) -> Int = { x in if x < 0 { -1 } else if x == 0 { 0 } else { 1 } }
let words = [-4, 0, 9].map { n in if n < 0 { "neg" } else if n == 0 { "zero" } else { "pos" } }
print(grade(95), grade(85), grade(71), grade(12))
print(Reading(celsius: -3).label, Reading(celsius: 12).label, Reading(celsius: 30).scale, Reading(celsius: 50).scale)
print(sign(-7), sign(0), sign(3), words)

let level = 3
let size = if level > 5 { 30 } else if level > 2 { 20 } else { 10 }
let width: Double = if level > 5 { 1 } else if level > 2 { 2.5 } else { 4 }
let maybe: Int? = if level == 1 { 1 } else if level == 3 { nil } else { 9 }
print(size, width, maybe as Any)

var tier = 0
tier = if level == 1 { 7 } else if level == 3 { 8 } else { 9 }
func describe(_ text: String?, _ count: Int) -> String {
    return if let text, !text.isEmpty { "text \(text)" } else if count > 1, count < 5 { "few" } else { "none" }
}
print(tier, describe("hi", 0), describe("", 3), describe(nil, 9))

let nested = if level > 1 { if level > 4 { "big" } else { "medium" } } else { "small" }
let named = if level == 3 { switch level { case 3: "three" default: "other" } } else { "?" }
let safe = if level > 0 { level * 2 } else if level == 0 { 0 } else { fatalError("negative") }
print(nested, named, safe)

// expect: A B C F
// expect: freezing mild 0.75 1.0
// expect: -1 0 1 ["neg", "zero", "pos"]
// expect: 20 2.5 nil
// expect: 8 text hi few none
// expect: medium three 6
