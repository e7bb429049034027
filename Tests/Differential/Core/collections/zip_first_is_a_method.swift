// A Zip2Sequence or a stride is only a Sequence: it has no property `first`, so `first` names the
// method first(where:), a function value (print shows "(Function)").
let z = zip([1, 2], ["a", "b"])
print(z.first)
print(type(of: z.first))
let firstWhere = z.first
print(try firstWhere { $0.0 > 1 }!)
print(stride(from: 0, to: 6, by: 2).first)
print(z.first { $0.1 == "a" }!, stride(from: 0, to: 6, by: 2).first(where: { $0 > 1 })!)
print(Array(z).first!, [10, 20].lazy.map { $0 + 1 }.first!)

// expect: (Function)
// expect: (((Int, String)) throws -> Bool) throws -> Optional<(Int, String)>
// expect: (2, "b")
// expect: (Function)
// expect: (1, "a") 2
// expect: (1, "a") 11
