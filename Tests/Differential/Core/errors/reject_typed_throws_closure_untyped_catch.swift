// A closure typed plain `throws` throws `any Error`, so a do calling it catches no case by its name.
print("this program must not run")
enum MyErr: Error { case bad }
let closure: () throws -> Void = { throw MyErr.bad }
do { try closure() } catch .bad { print("bad") } catch { print("other") }

// expect error: type 'any Error' has no member 'bad'
