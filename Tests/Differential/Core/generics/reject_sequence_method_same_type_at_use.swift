// A Sequence extension's method with where Element == Double, called on an [Int].
print("this program must not run")
extension Sequence where Element == Double {
    func twice() -> [Double] { map { $0 * 2 } }
}
print([3, 4].twice())
let a = [1, 2]
print(a.twice())

// expect error: referencing instance method 'twice()' on 'Sequence' requires the types 'Int' and 'Double' be equivalent
