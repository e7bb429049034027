// A `let` property set on one path (inside an `if`) and then again after it may be set twice:
// swiftc rejects the second assignment.
print("this program must not run")
class Config {
    let mode: String
    init(verbose: Bool) {
        if verbose { mode = "verbose" }
        mode = "quiet"
    }
}
print(Config(verbose: true).mode)

// expect error: immutable value 'self.mode' may only be initialized once
