import { Checkbox } from '@primer/react'
import { useTranslation } from 'react-i18next'
import { roleAreas, roleGrants, type RolePermissions } from '../../api/types/roles'
import { hasGrant, matrixSelection } from '../../machines/roles/roleFormRules'
import { RolesContext } from './rolesContext'

/** The role's permissions: one row per area of the kit × read / write / create, and "select all". */
export function RoleMatrix({ permissions }: { permissions: RolePermissions }) {
  const { t } = useTranslation()
  const screen = RolesContext.useActorRef()
  const selection = matrixSelection(permissions)

  return (
    <fieldset className="cea-role-matrix">
      <legend className="cea-role-matrix__legend">{t('roles.matrix.legend')}</legend>
      <label className="cea-role-matrix__all">
        <Checkbox
          checked={selection === 'all'}
          indeterminate={selection === 'some'}
          onChange={() => screen.send({ type: 'grants.selectAll', selected: selection !== 'all' })}
        />
        {t('roles.matrix.selectAll')}
      </label>
      <div className="cea-role-matrix__scroll">
        <table className="cea-role-matrix__table">
          <thead>
            <tr>
              <th scope="col">{t('roles.matrix.area')}</th>
              {roleGrants.map((grant) => (
                <th key={grant} scope="col">
                  {t(`roles.grant.${grant}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {roleAreas.map((area) => (
              <tr key={area}>
                <th scope="row">{t(`roles.area.${area}`)}</th>
                {roleGrants.map((grant) => (
                  <td key={grant}>
                    <Checkbox
                      aria-label={t('roles.matrix.box', {
                        area: t(`roles.area.${area}`),
                        grant: t(`roles.grant.${grant}`),
                      })}
                      checked={hasGrant(permissions, area, grant)}
                      onChange={() => screen.send({ type: 'grant.toggle', area, grant })}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </fieldset>
  )
}
