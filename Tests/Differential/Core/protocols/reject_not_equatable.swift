// == needs Equatable.
print("this program must not run")
struct Thing { var x: Int }
print(Thing(x: 1) == Thing(x: 1))

// expect error: referencing operator function '==' on 'Equatable' requires that 'Thing' conform to 'Equatable'
