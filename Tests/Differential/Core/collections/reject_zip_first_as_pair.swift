// zip(a, b).first is the method first(where:), not an optional pair.
print("this program must not run")
let a = [1, 2, 3], b = ["x"]
let z = zip(a, b)
let w: (Int, String) = z.first

// expect error: cannot convert value of type '((Zip2Sequence<[Int], [String]>.Element) throws -> Bool) throws -> Zip2Sequence<[Int], [String]>.Element?' (aka '(((Int, String)) throws -> Bool) throws -> Optional<(Int, String)>') to specified type '(Int, String)'
