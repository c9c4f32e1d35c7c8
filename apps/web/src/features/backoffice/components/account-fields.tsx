import { Controller, useWatch } from 'react-hook-form';
import type { Game } from '@shop/contract';
import { DESCRIPTION_MAX, PRICE_MAX } from '@shop/contract/values';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { formatCount } from '@/lib/format';
import { WARRANTY_DAYS_INPUT, WARRANTY_DAYS_RULES } from '@/lib/form-rules';
import type { AccountEditor } from '../hooks/use-account-editor';
import { GENDER_OPTIONS } from '../lib/account-form-values';
import { ImageUploader } from './image-uploader';
import { ItemCopiesGrid } from './item-copies-grid';
import { LoginFields } from './login-fields';

/** Every field of the add/edit form, in SPEC §2's order. */
export function AccountFields({
  editor,
  game,
  rollerCode,
  mailDomains,
}: {
  editor: AccountEditor;
  game: Game;
  rollerCode: string;
  mailDomains: readonly string[];
}) {
  const { form } = editor;
  const { register, control, formState } = form;
  const { errors } = formState;
  const description = useWatch({ control, name: 'description' });

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] md:items-start">
        <Field label="Server" error={errors.server?.message}>
          {(control) => (
            <Select {...control} {...register('server', { required: 'Please select a server' })}>
              <option value="">Select a server</option>
              {game.servers.map((server) => (
                <option key={server.value} value={server.value}>
                  {server.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Gender" error={errors.gender?.message}>
          {(control) => (
            <Select {...control} {...register('gender', { required: 'Please select a gender' })}>
              <option value="">Select a gender</option>
              {GENDER_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div className="md:pt-7">
          <Checkbox label="Banner Guarantee" {...register('bannerGuarantee')} />
        </div>
      </div>

      <Field
        label="Description"
        error={errors.description?.message}
        hint={`${formatCount(description.length)} / ${formatCount(DESCRIPTION_MAX)} characters`}
      >
        {(control) => (
          <Textarea
            {...control}
            {...register('description', {
              maxLength: {
                value: DESCRIPTION_MAX,
                message: `Description must be at most ${formatCount(DESCRIPTION_MAX)} characters`,
              },
            })}
            rows={4}
            placeholder="What makes this account worth it: highlights, pulls saved, progress"
          />
        )}
      </Field>

      <div className="grid gap-6 lg:grid-cols-2">
        {(['characters', 'weapons'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <ItemCopiesGrid
                title={name === 'characters' ? 'Characters' : 'Weapons'}
                items={game[name]}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
                focusRef={field.ref}
              />
            )}
          />
        ))}
      </div>

      <LoginFields form={form} rollerCode={rollerCode} mailDomains={mailDomains} />

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field label="USD price" hint="Whole US dollars" error={errors.price?.message}>
          {(control) => (
            <Input
              {...control}
              {...register('price', {
                required: 'Please enter a price',
                validate: (value) => {
                  const price = Number(value.trim());
                  if (!/^\d+$/.test(value.trim()) || price < 1) {
                    return 'Price must be a whole number of at least 1';
                  }
                  return price <= PRICE_MAX || `Price must be at most ${formatCount(PRICE_MAX)}`;
                },
              })}
              inputMode="numeric"
              autoComplete="off"
              placeholder="e.g. 25"
            />
          )}
        </Field>
        <Field label="Recovery Email" hint="Optional" error={errors.recoveryEmail?.message}>
          {(control) => (
            <Input
              {...control}
              {...register('recoveryEmail', {
                pattern: { value: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'Invalid email address' },
              })}
              type="email"
              autoComplete="off"
            />
          )}
        </Field>
        <Field label="Warranty (days)" hint="0 = no warranty" error={errors.warrantyDays?.message}>
          {(control) => (
            <Input
              {...control}
              {...register('warrantyDays', WARRANTY_DAYS_RULES)}
              {...WARRANTY_DAYS_INPUT}
            />
          )}
        </Field>
      </div>

      <ImageUploader images={editor.images} error={editor.imagesError} />
    </div>
  );
}
