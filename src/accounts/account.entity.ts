import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

export interface DynamicPages {
  formDocumentsPage: { formId: string }[];
}

/** A customer company: the tenant every other record belongs to. */
@Entity('account')
export class Account {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('text')
  name: string;

  /** Storage key of the account logo, when one was uploaded. */
  @Column('text', { nullable: true })
  logo: string | null;

  /** Account-level page settings (spec 1 §3): the forms the Documents page of spec 3 lists. */
  @Column('jsonb', { default: () => `'{"formDocumentsPage": []}'` })
  dynamicPages: DynamicPages;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
