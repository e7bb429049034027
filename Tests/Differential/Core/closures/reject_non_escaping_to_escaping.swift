// A non-escaping closure parameter cannot be passed on to an @escaping one or kept in a struct.
print("this program must not run")
struct Task { var run: () -> Void }
func schedule(_ work: @escaping () -> Void) -> Task { Task(run: work) }
func wrap(_ body: () -> Void) -> Task {
    schedule(body)
}
print(wrap { print("x") })

// expect error: passing non-escaping parameter 'body' to function expecting an '@escaping' closure
