/** Demo tenants the mock console offers; logging in as anything else is refused. */
export const DEMO_TENANTS: readonly string[] = ['星海日报社', '滨江区融媒体中心', '云帆科技有限公司'];

export function isDemoTenant(name: unknown): name is string {
  return typeof name === 'string' && DEMO_TENANTS.includes(name);
}
