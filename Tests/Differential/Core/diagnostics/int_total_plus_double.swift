// An Int running total cannot take a Double step.
print("this program must not run")
var total = 0
total += 0.5
print(total)

// expect error: cannot convert value of type 'Double' to expected argument type 'Int'
