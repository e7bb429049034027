// A function's, initialiser's or closure's body may declare a name its parameter has: the body is
// a block inside the parameters' scope (`init(hex: String) { let hex = hex.uppercased() … }`).
struct Color {
    var red = 0, green = 0, blue = 0
    init(hex: String) {
        let hex = hex.uppercased()
        var digits: [Int] = []
        for character in hex { if let value = character.hexDigitValue { digits.append(value) } }
        guard digits.count == 6 else { return }
        red = digits[0] * 16 + digits[1]
        green = digits[2] * 16 + digits[3]
        blue = digits[4] * 16 + digits[5]
    }
}
let c = Color(hex: "ff8000")
print(c.red, c.green, c.blue)

func normalized(_ values: [Int]) -> [Int] {
    var values = values
    values.sort()
    return values
}
print(normalized([3, 1, 2]))

func halve(x: Int?) -> Int {
    guard let x = x else { return -1 }
    let y = x / 2
    return y
}
print(halve(x: 9), halve(x: nil))

func scaled(_ n: Int, by factor: Int) -> Int {
    if n > 0 {
        let n = n * factor
        return n
    }
    let factor = factor + 1
    return n * factor
}
print(scaled(3, by: 2), scaled(-3, by: 2))

let tripled = { (x: Int) -> Int in
    let x = x * 3
    return x
}
print(tripled(4))
print([1, 2, 3].map { value -> String in
    let value = value * 10
    return "\(value)"
})

class Counter {
    var count: Int
    init(count: Int) {
        let count = max(0, count)
        self.count = count
    }
}
print(Counter(count: -5).count, Counter(count: 7).count)

// expect: 255 128 0
// expect: [1, 2, 3]
// expect: 4 -1
// expect: 6 -9
// expect: 12
// expect: ["10", "20", "30"]
// expect: 0 7
