import type { Game } from '@shop/contract';
import { CheckboxChip } from '@/components/ui/checkbox-chip';

/** Multi-select Server (any of the checked ones), as checkbox chips in the game's order. */
export function ServerFilter({
  servers,
  selected,
  onChange,
}: {
  servers: Game['servers'];
  selected: readonly string[];
  onChange: (servers: string[]) => void;
}) {
  function toggle(value: string, checked: boolean) {
    const next = new Set(selected);
    if (checked) next.add(value);
    else next.delete(value);
    onChange(servers.map((s) => s.value).filter((v) => next.has(v)));
  }

  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-medium text-fg">Server</legend>
      <div className="flex flex-wrap gap-2">
        {servers.map((server) => (
          <CheckboxChip
            key={server.value}
            label={server.name}
            name="servers"
            value={server.value}
            checked={selected.includes(server.value)}
            onChange={(event) => toggle(server.value, event.target.checked)}
          />
        ))}
      </div>
    </fieldset>
  );
}
