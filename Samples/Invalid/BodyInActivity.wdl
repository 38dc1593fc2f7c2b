// expect: misplaced-member at 9:5
activity Delivery {
    attributes {
        orderNumber: String
    }
    state {
        minutesLeft: Int
    }
    body {
        Text("\(state.minutesLeft) min")
    }
}
