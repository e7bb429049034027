// A labelled parameter called without its label.
print("this program must not run")
func scaled(by factor: Double) -> Double { 2 * factor }
print(scaled(3))

// expect error: missing argument label 'by:' in call
