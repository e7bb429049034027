// A zip has no property first: the name is the method first(where:), whose type swiftc writes
// with the zip's Element alias and what it stands for.
print("this program must not run")
let a = [1, 2, 3], b = [10, 20, 30]
print(zip(a, b).first!)

// expect error: cannot force unwrap value of non-optional type '((Zip2Sequence<[Int], [Int]>.Element) throws -> Bool) throws -> Zip2Sequence<[Int], [Int]>.Element?' (aka '(((Int, Int)) throws -> Bool) throws -> Optional<(Int, Int)>')
