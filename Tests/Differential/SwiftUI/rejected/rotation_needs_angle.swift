// rotationEffect takes an Angle, not a number.
print("this program must not run")
Rectangle().rotationEffect(45)

// expect error: cannot convert value of type 'Int' to expected argument type 'Angle'
