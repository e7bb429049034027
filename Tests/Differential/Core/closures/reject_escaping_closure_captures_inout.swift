// An escaping closure may not capture an inout parameter: it could run after the call returns.
print("this program must not run")
var pending: [() -> Void] = []
func later(_ total: inout Int, by step: Int) {
    pending.append {
        total += step
    }
}
var sum = 0
later(&sum, by: 2)
pending.forEach { $0() }
print(sum)

// expect error: escaping closure captures 'inout' parameter 'total'
