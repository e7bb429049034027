// An argument the modifier does not take.
print("this program must not run")
Circle().offset(x: 1, y: 2, z: 3)

// expect error: extra argument 'z' in call
