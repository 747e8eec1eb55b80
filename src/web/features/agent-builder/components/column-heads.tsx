/** A data table's header row: one column heading per name, as the key details' tables show them. */
export function ColumnHeads({ names }: { names: readonly string[] }) {
  return (
    <thead>
      <tr className="text-slate-600">
        {names.map((name) => (
          <th key={name} scope="col" className="font-medium">
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}
