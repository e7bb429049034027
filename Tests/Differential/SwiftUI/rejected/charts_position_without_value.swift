// A mark's position is a PlottableValue made by .value(_:_:), not a bare number.
print("this program must not run")
import Charts
Chart {
    BarMark(x: 3, y: .value("Amount", 4))
}

// expect error: cannot convert value of type 'Int' to expected argument type 'PlottableValue<X>'
