// Whether a closure throws is what its body does, not its words: a `try` caught inside, in a
// nested closure, `try?`, or "try" in a string leaves Result's Failure Never.
enum Problem: Error { case tooSmall }
func measure() throws -> Int { 3 }
func small(_ n: Int) -> Bool { n < 2 }
let caught = Result { () -> Int in
    do { return try measure() } catch { return 0 }
}
print(type(of: caught), caught)
let nested = Result { () -> Int in
    let later = { () throws -> Int in throw Problem.tooSmall }
    _ = later
    return 1
}
print(type(of: nested), nested)
let optional = Result { (try? measure()) ?? 0 }
print(type(of: optional), optional)
let words = Result { "try to throw".count }
print(type(of: words), words)
let thrown = Result { () -> Int in
    if small(3) { throw Problem.tooSmall }
    return 2
}
print(type(of: thrown), thrown)

// expect: Result<Int, Never> success(3)
// expect: Result<Int, Never> success(1)
// expect: Result<Int, Never> success(3)
// expect: Result<Int, Never> success(12)
// expect: Result<Int, Error> success(2)
