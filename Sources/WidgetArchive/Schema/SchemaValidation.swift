/// What an archive reader checks against the schema: each argument of a
/// view or modifier it knows holds a value of a type its parameter takes. Names
/// the row does not list are ignored (a newer wdl may write them), as are
/// keywords outside their set (the renderer reads the default); `null`
/// fits any parameter (an optional given as `nil`).
extension SchemaRow {
    /// A sentence naming the first argument whose value the schema does
    /// not allow (`fontDesign's 'value' holds a number where the schema
    /// takes a keyword`), or nil when every argument fits.
    public func mismatch(in arguments: ArchiveArguments) -> String? {
        for argument in arguments where argument.value != .null {
            guard let archived = ArgumentName(rawValue: argument.name) else { continue }
            let parameters = parameters(named: archived)
            guard !parameters.isEmpty,
                !parameters.contains(where: { $0.type.admits(argument.value) })
            else { continue }
            let expected = Set(parameters.map(\.type.archivedAs)).sorted().joined(separator: " or ")
            return
                "\(name)'s '\(argument.name)' holds \(argument.value.schemaCase) where the schema takes \(expected)"
        }
        return nil
    }
}

extension ParameterType {
    /// Whether `value` is of a case this type is archived as.
    func admits(_ value: ArchiveValue) -> Bool {
        switch (self, value) {
        case (.value, _): true
        case (.string, .string), (.string, .text): true
        case (.number, .number), (.number, .integer), (.length, .number), (.length, .integer): true
        case (.number, .list), (.length, .list): ReaderLength.measure(value) != nil
        case (.integer, .integer), (.intRange, .numberRange), (.bool, .bool), (.date, .date),
            (.dateRange, .dateRange):
            true
        case (.url, .url), (.optionalURL, .url), (.color, .color), (.font, .font),
            (.intent, .intent), (.edges, .edges):
            true
        case (.fontWeight, .keyword), (.fontDesign, .keyword), (.horizontalAlignment, .keyword),
            (.verticalAlignment, .keyword),
            (.alignment, .keyword), (.contentMode, .keyword), (.style, .keyword),
            (.renderingMode, .keyword),
            (.placement, .keyword), (.textStyle, .keyword), (.keyPath, .keyword):
            true
        case (.unitPoint, .keyword), (.unitPoint, .unitPoint): true
        case (.shapeStyle, .color), (.shapeStyle, .keyword), (.shapeStyle, .views): true
        case (.shape, .views), (.view, .views), (.collection, .list), (.strokeStyle, .list):
            true
        case (.gridItems, .list): GridItemSpec.list(archived: value) != nil
        case (.plottable, .list): PlottableValue(archived: value) != nil
        case (.axisValues, .list): AxisMarkValues(archived: value) != nil
        case (.dateFields, .list): DateFieldsStyle(archived: value) != nil
        case (.guideLength, .list): ReaderLength.measure(value) != nil
        case (.axis3D, .list(let numbers)):
            numbers.count == 3
                && numbers.allSatisfy { if case .number = $0 { true } else { false } }
        case (.markDimension, .list), (.markDimension, .keyword): true
        case (.path, .list): ShapePath(archived: value) != nil
        default: false
        }
    }

    /// The archived case this type is written as, for messages.
    var archivedAs: String {
        switch self {
        case .value: "any value"
        case .string: "a string"
        case .number, .length: "a number"
        case .integer: "an integer"
        case .intRange: "a number range"
        case .bool: "a bool"
        case .date: "a date"
        case .dateRange: "a date range"
        case .url, .optionalURL: "a URL"
        case .color: "a colour"
        case .font: "a font"
        case .intent: "an intent"
        case .edges: "edges"
        case .fontWeight, .fontDesign, .horizontalAlignment, .verticalAlignment, .alignment,
            .contentMode, .style,
            .renderingMode, .placement, .textStyle, .keyPath:
            "a keyword"
        case .unitPoint: "a unit point"
        case .shapeStyle: "a shape style"
        case .shape, .view: "views"
        case .collection, .strokeStyle: "a list"
        case .gridItems: "a list of grid items"
        case .plottable: "a plottable value"
        case .axisValues: "axis mark values"
        case .dateFields: "date format fields"
        case .guideLength: "a length of the view's dimensions"
        case .axis3D: "an axis of three numbers"
        case .markDimension: "a mark dimension"
        case .path: "a path's elements"
        }
    }
}

extension ArchiveValue {
    /// The value's case, for messages: `a number`, `a keyword`.
    var schemaCase: String {
        switch self {
        case .null: "nil"
        case .bool: "a bool"
        case .integer: "an integer"
        case .number: "a number"
        case .string: "a string"
        case .date: "a date"
        case .dateRange: "a date range"
        case .numberRange: "a number range"
        case .url: "a URL"
        case .keyword: "a keyword"
        case .color: "a colour"
        case .font: "a font"
        case .text: "text"
        case .intent: "an intent"
        case .views: "views"
        case .list: "a list"
        case .unitPoint: "a unit point"
        case .edges: "edges"
        case .condition: "a condition"
        }
    }
}
