// Operands of two number types where the context wants one of them: swiftc takes the operator
// of the context's type and blames the other operand.
print("this program must not run")
let count = 3
let scale = 2.5
let width: Double = count * scale
let steps: Int = scale * count
var total: Double = 0
total = count + scale
func average(_ values: [Double]) -> Double {
    var sum = 0
    for value in values { sum += Int(value) }
    return sum / Double(values.count)
}
print(width, steps, total, average([1, 2]))

// expect error: cannot convert value of type 'Int' to expected argument type 'Double'
