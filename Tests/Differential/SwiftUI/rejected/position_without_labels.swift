// position(x:y:) called without its labels.
print("this program must not run")
Circle()
    .frame(width: 20, height: 20)
    .position(10, 20)

// expect error: missing argument labels 'x:y:' in call
