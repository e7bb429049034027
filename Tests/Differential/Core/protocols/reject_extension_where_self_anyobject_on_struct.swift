// A method of `extension P where Self: AnyObject` used on a struct conforming to P.
print("this program must not run")
protocol Observer {}
extension Observer where Self: AnyObject {
    func same(_ other: Self) -> Bool { self === other }
}
struct S: Observer {}
print(S().same(S()))

// expect error: referencing instance method 'same' on 'Observer' requires that 'S' be a class type
