// trim(from:to:) needs both labels.
print("this program must not run")
Rectangle().trim(from: 0.1, 0.5)

// expect error: missing argument label 'to:' in call
