// Result is Equatable (and Hashable) when its Success and Failure are: == and != with an implicit
// member, filter and contains, a Set of results; Never counts as Equatable.
let r: Result<Int, Never> = .success(0)
print(r == .success(0), r != .success(1))
enum E: Error, Equatable, Hashable { case bad, worse }
let s: Result<String, E> = .failure(.bad)
print(s == .failure(.bad), s == .success("x"), s == .failure(.worse))
let results: [Result<Int, E>] = [.success(1), .failure(.bad), .success(1)]
print(results.filter { $0 == .success(1) }.count, results.contains(.failure(.bad)))
print(Set(results).count)
print(Result<Int, E>.success(2) == Result.success(2))

// expect: true true
// expect: true false false
// expect: 2 true
// expect: 2
// expect: true
