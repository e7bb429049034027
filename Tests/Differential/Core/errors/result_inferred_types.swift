// Result's inferred types: a non-throwing closure gives Never, a throwing one any Error;
// .success and .failure in a flatMap closure without a stated type.
enum Problem: Error { case tooSmall }
func measure() throws -> Int { 3 }
let safe = Result { 5 }
print(type(of: safe), safe)
let risky = Result { try measure() }
print(type(of: risky), risky)
let start: Result<Int, Problem> = .success(2)
let next = start.flatMap { $0 > 1 ? .success($0 * 10) : .failure(.tooSmall) }
let label = next.flatMap { .success("n = \($0)") }
print(next, label, type(of: label))
let failed = Result<Int, Problem>.success(0).flatMap { $0 > 1 ? .success(1) : .failure(.tooSmall) }
print(failed)

// expect: Result<Int, Never> success(5)
// expect: Result<Int, Error> success(3)
// expect: success(20) success("n = 20") Result<String, Problem>
// expect: failure(main.Problem.tooSmall)
