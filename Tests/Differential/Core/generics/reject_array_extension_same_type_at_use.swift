// An array extension's where Element == Double: a literal [1, 2] becomes [Double], an [Int] value is rejected.
print("this program must not run")
extension Array where Element == Double {
    var mean: Double { reduce(0, +) / Double(count) }
}
print([1, 2].mean)
let a = [1, 2]
print(a.mean)

// expect error: property 'mean' requires the types 'Int' and 'Double' be equivalent
