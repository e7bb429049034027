// A misspelled argument label.
print("this program must not run")
Circle().frame(widht: 10, height: 10)

// expect error: incorrect argument label in call (have 'widht:height:', expected 'width:height:')
