// A `Dictionary where Value: Numeric` member on a dictionary of strings is refused.
print("this program must not run")
extension Dictionary where Value: Numeric {
    var total: Value { values.reduce(0, +) }
}
print(["a": "b"].total)

// expect error: property 'total' requires that 'String' conform to 'Numeric'
