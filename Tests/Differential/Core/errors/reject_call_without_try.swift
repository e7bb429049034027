// A throwing call written without try.
print("this program must not run")
enum E: Error { case bad }
func load() throws -> Int { throw E.bad }
let x = load()
print(x)

// expect error: call can throw but is not marked with 'try'
